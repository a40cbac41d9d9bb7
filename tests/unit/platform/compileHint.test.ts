/**
 * V8's compile hint on the build's scripts (server/web/compileHint.js).
 */
import vm from 'node:vm';
import { COMPILE_HINT, withCompileHint } from '@/server/web/compileHint.js';

describe('withCompileHint', () => {
  const chunk = Buffer.from('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,e=>{}]);');

  it("puts V8's magic comment on a script's first line, alone, before the code", () => {
    const out = withCompileHint('/b/static/chunks/a.js', chunk).toString();
    expect(out.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(out.slice(COMPILE_HINT.length)).toBe(chunk.toString());
  });

  it('adds it once, and leaves styles and data alone', () => {
    const once = withCompileHint('a.js', chunk);
    expect(withCompileHint('a.js', once)).toBe(once);
    const css = Buffer.from('body{margin:0}');
    expect(withCompileHint('a.css', css)).toBe(css);
    expect(withCompileHint('a.json', Buffer.from('{}')).toString()).toBe('{}');
  });

  it('keeps a strict-mode directive in force: a comment may precede the directive prologue', () => {
    const strict = withCompileHint('s.js', Buffer.from('"use strict";undeclared = 1;')).toString();
    expect(() => vm.runInNewContext(strict, {})).toThrow(/undeclared is not defined/);
    expect(() => vm.runInNewContext('undeclared = 1;', {})).not.toThrow();
  });
});
