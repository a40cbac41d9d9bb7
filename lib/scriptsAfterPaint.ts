import { jsonForScript } from './escape';

/**
 * The source of the one inline script that loads the page's scripts once its server HTML has been
 * painted (components/layout/PaintFirstHead.tsx). After DOMContentLoaded it waits for a frame and a
 * task, then adds the scripts in their order (async=false keeps it). A phone on a slow network thus
 * spends its bandwidth on the stylesheets and the largest image first, and the first paint never
 * waits for script evaluation. A hidden tab (no frames) loads them at once; a frame that never comes
 * is waited for 1 s at most.
 */
export function scriptsAfterPaintSource(srcs: readonly string[]): string {
  return (
    '(function(s){var d=document,go=0;' +
    'function add(){if(go)return;go=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=false;d.head.appendChild(e)}}' +
    'function painted(){if(d.visibilityState==="hidden")return add();requestAnimationFrame(function(){setTimeout(add,0)});setTimeout(add,1000)}' +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",painted):painted()' +
    `})(${jsonForScript(srcs)})`
  );
}
