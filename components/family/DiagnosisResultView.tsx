import Link from '@/components/ui/Link';
import type { DiagnosisResult } from '../../api/contract/diagnosis';
import { respondentCallName, senderCallName } from '../../lib/family/diagnosis';
import styles from './page.module.css';
import result from './DiagnosisResult.module.css';
import { ShareLinks } from './ShareLinks';

/** A respondent's type; with the partner's: the two types, agreements, differences and tips. */
export function DiagnosisResultView({ result: r, partnerUrl }: { result: DiagnosisResult; partnerUrl: string }) {
  return (
    <>
      <h1 className={styles.title}>ふたりの結婚式診断の結果</h1>
      <div className={result.types}>
        <section className={result.type} aria-label={`${respondentCallName(r.nickname)}のタイプ`}>
          <p className={result.who}>{respondentCallName(r.nickname)}は</p>
          <h2 className={result.name}>{r.type.name}</h2>
          <p>{r.type.description}</p>
        </section>
        {r.partner ? (
          <section className={result.type} aria-label={`${respondentCallName(r.partner.nickname)}のタイプ`}>
            <p className={result.who}>{respondentCallName(r.partner.nickname)}は</p>
            <h2 className={result.name}>{r.partner.type.name}</h2>
            <p>{r.partner.type.description}</p>
          </section>
        ) : null}
      </div>
      {r.partner ? (
        <>
          <section className={styles.card} aria-labelledby="agree">
            <h2 id="agree">ふたりの考えが同じところ（{r.agreements.length}）</h2>
            {r.agreements.length ? (
              <ul className={styles.list}>{r.agreements.map((a) => <li key={a.question_id}><strong>{a.topic}</strong>：{a.answer}</li>)}</ul>
            ) : (
              <p className={styles.muted}>同じ答えはありませんでした。違いを知ることが、話し合いの第一歩です。</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="differ">
            <h2 id="differ">考えが違うところと話し合いのヒント（{r.differences.length}）</h2>
            {r.differences.length ? (
              <ul className={result.diffs}>
                {r.differences.map((d) => (
                  <li key={d.question_id} className={result.diff}>
                    <h3>{d.topic}</h3>
                    <dl className={result.pair}>
                      <div><dt>{r.nickname}</dt><dd>{d.mine}</dd></div>
                      <div><dt>{r.partner!.nickname}</dt><dd>{d.partners}</dd></div>
                    </dl>
                    <p className={result.tip}><span aria-hidden="true">💡 </span>{d.tip}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>すべての質問で同じ答えでした。息ぴったりのふたりです。</p>
            )}
          </section>
        </>
      ) : (
        <section className={styles.card} aria-labelledby="wait">
          <h2 id="wait">パートナーの回答を待っています</h2>
          <p className={styles.muted}>パートナーが答えると、ふたりの考えが同じところ・違うところが表示されます。</p>
          <ShareLinks url={partnerUrl} label="パートナー用リンク" subject="ふたりの結婚式診断" text={`${senderCallName(r.nickname)}から「ふたりの結婚式診断」が届きました。10問に答えて、ふたりの結婚式タイプを見てみよう！`} />
        </section>
      )}
      <section className={styles.card} aria-labelledby="halls">
        <h2 id="halls">タイプに合う式場を探す</h2>
        <ul className={styles.list}>{r.hall_links.map((l) => <li key={l.href}><Link href={l.href}>{l.label}</Link></li>)}</ul>
      </section>
      {r.articles.length ? (
        <section className={styles.card} aria-labelledby="articles">
          <h2 id="articles">ふたりにおすすめの記事</h2>
          <ul className={styles.list}>{r.articles.map((a) => <li key={a.id}><Link href={a.href}>{a.title}</Link></li>)}</ul>
        </section>
      ) : null}
    </>
  );
}
