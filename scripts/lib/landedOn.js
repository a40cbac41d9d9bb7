// @ts-check
'use strict';
// Whether a Lighthouse run measured the page it was asked for. A signed-in page whose session did
// not hold is redirected to the sign-in page, and Lighthouse then measures that page under the
// asked-for page's name: scripts/lighthouse.mjs counts such a run as failed.

/** @param {string} url */
const pathOf = (url) => new URL(url).pathname.replace(/\/+$/, '') || '/';

/**
 * The path a run ended on when it is not the one it asked for, else ''.
 * @param {{ requestedUrl?: string, finalDisplayedUrl?: string }} lhr
 * @returns {string}
 */
function redirectedTo(lhr) {
  if (!lhr.requestedUrl || !lhr.finalDisplayedUrl) return '';
  const landed = pathOf(lhr.finalDisplayedUrl);
  return landed === pathOf(lhr.requestedUrl) ? '' : landed;
}

module.exports = { redirectedTo };
