export const MEMBER_HINT_COOKIE_NAME: 'musubi_member';
