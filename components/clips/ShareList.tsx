import Link from '@/components/ui/Link';
import { useRef, useState } from 'react';
import { browserApi } from '../../api/client';
import type { HallClipShare } from '../../api/contract/clips';
import { errorMessage } from '../../api/errors';
import { formatDateTimeJa } from '@/components/rewards/format';
import { ShareLink } from './ShareLink';
import styles from './Clips.module.css';

/** What a share shows, in words: 「ホテル椿山、海辺のチャペル ほか1件」. */
export function sharedHallNames(share: HallClipShare, hallNames: Readonly<Record<number, string>>): string {
  const names = share.hall_clip_ids.map((id) => hallNames[id]).filter((n): n is string => !!n);
  if (names.length === 0) return '式場なし';
  const shown = names.slice(0, 3).join('、');
  return names.length > 3 ? `${shown} ほか${names.length - 3}件` : shown;
}

function ShareItem({ share, hallNames, onRevoked }: { share: HallClipShare; hallNames: Readonly<Record<number, string>>; onRevoked(id: number): void }) {
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  // Date and time: two links made the same day have names of their own.
  const name = `${formatDateTimeJa(share.created_at)}に作成した共有リンク`;
  const revoke = async () => {
    setState({ busy: true, error: null });
    try {
      // The endpoint (zod) loads with the call, not with the page.
      const { deleteHallClipShare } = await import('../../api/contract/clips');
      await browserApi().call(deleteHallClipShare, { id: share.id });
      onRevoked(share.id);
    } catch (e) {
      setState({ busy: false, error: `共有リンクを無効にできませんでした（${errorMessage(e)}）` });
    }
  };
  return (
    <li className={styles.shareItem}>
      <h3 className={styles.shareName}>{name}</h3>
      <p className={styles.shareWhat}>式場{share.hall_clip_ids.length}件：{sharedHallNames(share, hallNames)}</p>
      <p className={styles.shareActions}>
        <Link href={share.url}>リストを開く</Link>
        {confirming ? null : (
          <button type="button" className={styles.btn} onClick={() => setConfirming(true)} aria-label={`${name}を無効にする`}>
            無効にする
          </button>
        )}
      </p>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`${name}を無効にする確認`}>
          <p>このリンクを知っている人は、リストを見たりコメントしたりできなくなります。無効にしますか？</p>
          <button type="button" className={`${styles.btn} ${styles.danger}`} onClick={revoke} disabled={state.busy}>
            {state.busy ? '無効にしています...' : 'リンクを無効にする'}
          </button>
          <button type="button" className={styles.btn} onClick={() => setConfirming(false)} disabled={state.busy}>やめる</button>
        </div>
      ) : null}
      {state.error ? <p className={styles.error} role="alert">{state.error}</p> : null}
    </li>
  );
}

/** The links she has made: each one's name, the halls it shows, and a way to revoke it. */
export function ShareList({ shares, hallNames, onRevoked }: { shares: HallClipShare[]; hallNames: Readonly<Record<number, string>>; onRevoked(id: number): void }) {
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.section} aria-labelledby="clips-shares">
      <h2 id="clips-shares" ref={heading} tabIndex={-1}>作成した共有リンク <span className={styles.count}>{shares.length}件</span></h2>
      <p role="status" className={styles.hint}>{notice}</p>
      {shares.length > 0 ? (
        <ul className={styles.shares}>
          {shares.map((s) => (
            <ShareItem
              key={s.id}
              share={s}
              hallNames={hallNames}
              onRevoked={(id) => {
                setNotice('共有リンクを無効にしました');
                // Her button goes with the link: focus stays in the list, on its heading.
                heading.current?.focus();
                onRevoked(id);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>共有リンクはありません。</p>
      )}
    </section>
  );
}

/** The link she has just made, shown where she tapped (inside the sticky toolbar), focused so it is announced. */
export function NewShare({ share, count }: { share: HallClipShare; count: number }) {
  return <ShareLink url={`${window.location.origin}${share.url}`} label={`共有リンクを作成しました（式場${count}件）`} autoFocus />;
}
