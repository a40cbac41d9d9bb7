import { CF7_FIELD_TYPES, type Cf7FieldDef } from '../../../api/contract/cf7';
import { plainTextOf } from '../../magazine/sanitize';

/** A Contact Form 7 template (`<label> お名前 [text* your-name] </label> … [submit "送信"]`) read as fields. */
export interface ParsedTemplate {
  fields: Cf7FieldDef[];
  submitLabel: string;
}

// [type*? name options… "values"…] and, for acceptance, its text up to [/acceptance].
const TAG = /\[(text|email|tel|url|textarea|number|range|date|select|checkbox|radio|acceptance|submit)(\*?)(?:\s+([^\]]*))?\](?:([\s\S]*?)\[\/\1\])?/g;
const MAX_FIELDS = 40;

function tokens(s: string): { words: string[]; quoted: string[] } {
  const quoted = [...s.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => (m[1] ?? m[2]).trim());
  const words = s.replace(/"[^"]*"|'[^']*'/g, ' ').split(/\s+/).filter(Boolean);
  return { words, quoted };
}

/** Label text: the enclosing <label>, else the text since the previous tag. */
function labelFor(template: string, start: number, end: number, previousEnd: number): string {
  const before = template.slice(previousEnd, start);
  const open = before.lastIndexOf('<label');
  if (open >= 0 && !before.slice(open).includes('</label>')) {
    const close = template.indexOf('</label>', end);
    const inside = template.slice(previousEnd + open, close >= 0 ? close : end).replace(/\[[^\]]*\]/g, ' ');
    return plainTextOf(inside).replace(/\s*[（(]必須[)）]\s*/g, '').trim();
  }
  return plainTextOf(before).replace(/\s*[（(]必須[)）]\s*/g, '').trim().split(/\s{2,}|\n/).pop() ?? '';
}

export function parseFormTemplate(template: string): ParsedTemplate {
  const fields: Cf7FieldDef[] = [];
  let submitLabel = '送信';
  let previousEnd = 0;
  for (const m of template.matchAll(TAG)) {
    const [whole, rawType, star, rest = '', inner] = m;
    const start = m.index ?? 0;
    const { words, quoted } = tokens(rest);
    if (rawType === 'submit') {
      if (quoted[0]) submitLabel = quoted[0];
      previousEnd = start + whole.length;
      continue;
    }
    const name = words[0];
    if (!name || !/^[A-Za-z][A-Za-z0-9_:.-]*$/.test(name) || fields.some((f) => f.name === name) || fields.length >= MAX_FIELDS) continue;
    const type = (rawType === 'range' ? 'number' : rawType) as Cf7FieldDef['type'];
    if (!(CF7_FIELD_TYPES as readonly string[]).includes(type)) continue;
    const options = words.slice(1);
    const choices = ['select', 'checkbox', 'radio'].includes(type) ? quoted : [];
    const placeholder = options.includes('placeholder') || options.includes('watermark') ? (quoted[0] ?? '') : '';
    const label = type === 'acceptance' ? plainTextOf(inner ?? '') : labelFor(template, start, start + whole.length, previousEnd);
    // A radio button group always has a choice; an acceptance is required unless "optional".
    const required = star === '*' || (type === 'acceptance' && !options.includes('optional')) || type === 'radio';
    fields.push({ type, name, label: label || name, required, choices, placeholder });
    previousEnd = start + whole.length;
  }
  return { fields, submitLabel };
}
