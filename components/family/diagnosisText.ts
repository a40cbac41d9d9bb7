/** What a person reads for a diagnosis call's stored HTTP status (§8). */
export function diagnosisFailureText(status: number): string {
  if (status === 409) return 'この回答者はすでに回答済みです。結果をご覧ください。';
  if (status === 404) return '診断が見つかりません。リンクをご確認ください。';
  if (status === 400) return '未回答の質問があります。すべての質問に答えてください。';
  if (status === 429) return 'しばらく時間をおいてから、もう一度お試しください';
  return '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';
}
