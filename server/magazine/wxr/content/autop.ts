/**
 * WordPress's wpautop() (wp-includes/formatting.php, 6.x), ported: classic-editor content is
 * stored without <p> and WordPress adds paragraphs and line breaks when it displays it.
 */
const ALL_BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

/** Newlines inside tags and comments become a marker, so they never turn into <br>. */
function protectNewlinesInTags(text: string): string {
  return text.replace(/<!--[\s\S]*?-->|<[^>]*>/g, (tag) => tag.replace(/\n/g, ' <!-- wpnl --> '));
}

export function wpautop(input: string, br = true): string {
  if (input.trim() === '') return '';
  let text = `${input}\n`;
  const preTags = new Map<string, string>();
  if (text.includes('<pre')) {
    const parts = text.split('</pre>');
    const last = parts.pop() ?? '';
    text = '';
    parts.forEach((part, i) => {
      const start = part.indexOf('<pre');
      if (start === -1) {
        text += part;
        return;
      }
      const name = `<pre wp-pre-tag-${i}></pre>`;
      preTags.set(name, `${part.slice(start)}</pre>`);
      text += part.slice(0, start) + name;
    });
    text += last;
  }
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, '\n\n');
  text = text.replace(new RegExp(`(<${ALL_BLOCKS}[\\s/>])`, 'g'), '\n\n$1');
  text = text.replace(new RegExp(`(</${ALL_BLOCKS}>)`, 'g'), '$1\n\n');
  text = text.replace(/(<hr\s*?\/?>)/g, '$1\n\n');
  text = text.replace(/\r\n|\r/g, '\n');
  text = protectNewlinesInTags(text);
  if (text.includes('<option')) {
    text = text.replace(/\s*<option/g, '<option').replace(/<\/option>\s*/g, '</option>');
  }
  if (text.includes('</object>')) {
    text = text.replace(/(<object[^>]*>)\s*/g, '$1').replace(/\s*<\/object>/g, '</object>').replace(/\s*(<\/?(?:param|embed)[^>]*>)\s*/g, '$1');
  }
  if (text.includes('<source') || text.includes('<track')) {
    text = text
      .replace(/([<[](?:audio|video)[^>\]]*[>\]])\s*/g, '$1')
      .replace(/\s*([<[]\/(?:audio|video)[>\]])/g, '$1')
      .replace(/\s*(<(?:source|track)[^>]*>)\s*/g, '$1');
  }
  if (text.includes('<figcaption')) {
    text = text.replace(/\s*(<figcaption[^>]*>)/g, '$1').replace(/<\/figcaption>\s*/g, '</figcaption>');
  }
  text = text.replace(/\n\n+/g, '\n\n');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p !== '');
  text = paragraphs.map((p) => `<p>${p.replace(/^\n+|\n+$/g, '')}</p>\n`).join('');
  text = text.replace(/<p>\s*<\/p>/g, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/g, '$1');
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  text = text.split('</blockquote></p>').join('</p></blockquote>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)`, 'g'), '$1');
  text = text.replace(new RegExp(`(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');
  if (br) {
    text = text.replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/g, (m) => m.replace(/\n/g, '<WPPreserveNewline />'));
    text = text.replace(/<br>|<br\/>/g, '<br />');
    text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
    text = text.split('<WPPreserveNewline />').join('\n');
  }
  text = text.replace(new RegExp(`(</?${ALL_BLOCKS}[^>]*>)\\s*<br />`, 'g'), '$1');
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, '$1');
  text = text.replace(/\n<\/p>$/g, '</p>');
  for (const [name, pre] of preTags) text = text.split(name).join(pre);
  if (text.includes('<!-- wpnl -->')) text = text.split(' <!-- wpnl --> ').join('\n').split('<!-- wpnl -->').join('\n');
  return text;
}
