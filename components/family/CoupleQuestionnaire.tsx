import { useState } from 'react';
import type { CoupleQuestionnaire as Couple, ParentLinkView } from '../../api/contract/parents';
import { PARENT_LABELS, PARENT_QUESTIONS, PARENT_REACTIONS, REACTION_GUIDES } from '../../lib/family/parents';
import { addParentLink } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ActionToast, useToast } from '../ui/ActionToast';
import { answerText } from './answerText';
import form from './form.module.css';
import styles from './page.module.css';
import view from './CoupleQuestionnaire.module.css';
import { ShareLinks } from './ShareLinks';

/** The couple's side: links for each parent, and every parent's reactions side by side. */
export function CoupleQuestionnaire({ data, ownerKey, origin }: { data: Couple; ownerKey: string; origin: string }) {
  const dispatch = useAppDispatch();
  const adding = useAppSelector((s) => s.family.parents.link.fetching);
  const [links, setLinks] = useState<ParentLinkView[]>(data.links);
  const [label, setLabel] = useState<string>(PARENT_LABELS[1]);
  const toast = useToast();
  const answered = PARENT_QUESTIONS.filter((q) => data.answers[String(q.id)]);

  async function add() {
    const r = await dispatch(addParentLink({ key: ownerKey, label }));
    if (addParentLink.fulfilled.match(r)) {
      setLinks((l) => [...l, r.payload]);
      toast.say(`${label}へのリンクを作りました`);
    } else toast.say('リンクを作れませんでした');
  }

  return (
    <>
      <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="send">
        <h2 id="send">親御さんにリンクを送る</h2>
        <p className={styles.muted}>リンクは親御さん一人ひとりに作ります。開いた方はこの質問票だけを見て、回答ごとにリアクションとコメントを残せます（会員登録は不要です）。</p>
        <div className={styles.actions}>
          <label className={form.label} htmlFor="link-label">宛先</label>
          <select id="link-label" className={form.select} style={{ width: 'auto' }} value={label} onChange={(e) => setLabel(e.target.value)}>
            {PARENT_LABELS.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
          <ActionToast message={toast.message} nonce={toast.nonce}>
            <button type="button" className={form.secondary} onClick={add} disabled={adding}>リンクを作る</button>
          </ActionToast>
        </div>
        {links.map((l) => (
          <div key={l.id}>
            <h3 className={view.linkTitle}>{l.label}</h3>
            <ShareLinks url={`${origin}${l.path}`} label={`${l.label}へのリンク`} subject="結婚式について、ふたりの希望です" text={`${data.couple_name}より：結婚式についてのふたりの希望をまとめました。気になるところにリアクションをお願いします。`} />
          </div>
        ))}
      </section>
      <section aria-labelledby="reactions" className={view.reactions}>
        <div className={styles.actions}>
          <h2 id="reactions" className={view.heading}>親御さんのリアクション</h2>
          <button type="button" className={`${form.secondary} ${styles.noPrint}`} onClick={() => window.print()}>印刷する</button>
        </div>
        {links.length === 0 ? <p className={styles.muted}>まだリンクを作っていません。親御さんにリンクを送ると、ここにリアクションが並びます。</p> : null}
        <div className={view.scroller} tabIndex={0} role="region" aria-label="質問ごとのリアクション一覧">
          <table className={view.table}>
            <thead>
              <tr>
                <th scope="col">質問とふたりの希望</th>
                {links.map((l) => <th key={l.id} scope="col">{l.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {answered.map((q) => (
                <tr key={q.id}>
                  <th scope="row">
                    <span className={view.q}>{q.title}</span>
                    <span>{answerText(data.answers[String(q.id)])}</span>
                  </th>
                  {links.map((l) => {
                    const r = l.reactions[String(q.id)];
                    const guide = r ? REACTION_GUIDES[r.reaction] : undefined;
                    return (
                      <td key={l.id} data-reaction={r?.reaction}>
                        {r ? (
                          <>
                            <span className={`${view.badge} ${view[r.reaction]}`}>{PARENT_REACTIONS[r.reaction]}</span>
                            {r.comment ? <span className={view.comment}>「{r.comment}」</span> : null}
                            {guide ? <span className={view.guide}>話し合いのヒント：{guide}</span> : null}
                          </>
                        ) : (
                          <span className={styles.muted}>まだありません</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
