import { useState } from 'react';
import type { PartnerFair } from '../../api/contract/partners';
import { FairCapacity } from './FairCapacity';
import { FairForm } from './FairForm';
import styles from './Partner.module.css';

const byDate = (list: PartnerFair[]) => [...list].sort((a, b) => a.hold_at.localeCompare(b.hold_at) || a.id - b.id);

/** /partner/fairs: a new fair (on one or more dates), then every date with its slots and actions. */
export function FairsManager({ hallId, fairs: initial }: { hallId: number; fairs: PartnerFair[] }) {
  const [fairs, setFairs] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const add = (items: PartnerFair[]) => {
    setFairs((list) => byDate([...list.filter((f) => !items.some((i) => i.id === f.id)), ...items]));
    setAdded(`${items.length}日程のフェアを追加しました`);
  };
  return (
    <>
      <div className={styles.row}>
        <button type="button" className={styles.button} aria-expanded={adding} onClick={() => { setAdding(!adding); setAdded(null); }}>フェアを追加</button>
      </div>
      {adding ? <section aria-label="新しいフェア" className={styles.card}><FairForm hallId={hallId} fair={null} onSaved={(items) => { add(items); setAdding(false); }} onClose={() => setAdding(false)} /></section> : null}
      {added ? <p role="status" className={styles.notice}>{added}</p> : null}
      {fairs.length ? <ul className={styles.cards}>{fairs.map((f) => <FairCapacity key={f.id} hallId={hallId} fair={f} onAdded={add} />)}</ul> : <p className={styles.meta}>開催予定のフェアはありません。</p>}
    </>
  );
}
