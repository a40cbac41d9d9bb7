/**
 * How the parents' page greets the parent a link is for: 「新婦の母」 → 「新婦のお母さま」,
 * 「新郎の父」 → 「新郎のお父さま」, 「ご家族」 → 「ご家族のみなさま」. A label the couple wrote
 * themselves gets 「さま」 unless it already carries an honorific.
 */
export function parentGreeting(label: string): string {
  const l = label.trim();
  if (!l) return 'ご家族のみなさま';
  if (l === 'ご家族' || l === '家族') return 'ご家族のみなさま';
  const honoured = l.replace(/(^|の)(?:お)?(父|母)(?:さん|さま|様)?$/, (_m, before: string, who: string) => `${before}${who === '父' ? 'お父さま' : 'お母さま'}`);
  if (honoured !== l) return honoured;
  return /(さま|様|さん|ちゃん)$/.test(l) ? l : `${l}さま`;
}
