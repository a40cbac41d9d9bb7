// @ts-check
'use strict';
// The member hint's name, on its own so the browser bundle can read it without the server's cookie
// code: a script-readable cookie that only says "this browser may have a session" (the session
// cookie itself is HttpOnly). See lib/signedInRequest.js and server/accounts/memberHint.ts.
module.exports = { MEMBER_HINT_COOKIE_NAME: 'musubi_member' };
