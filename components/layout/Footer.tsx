import Link from '@/components/ui/Link';
import { AccountEntryLink } from '../accounts/AccountEntryLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { appActions } from '../../store/slices/app';
import styles from './Footer.module.css';

const SECTIONS = [
  {
    title: '式場を探す',
    links: [
      { href: '/halls/search/', label: '式場検索' },
      { href: '/pref/tokyo', label: '東京の結婚式場' },
      { href: '/pref/osaka', label: '大阪の結婚式場' },
      { href: '/fairs', label: 'ブライダルフェア' },
    ],
  },
  {
    title: '読む',
    links: [
      { href: '/magazine', label: 'マガジン' },
      { href: '/brides/', label: '花嫁レポート' },
      { href: '/photos/', label: '花嫁さんの写真' },
      { href: '/clips', label: 'クリップ' },
    ],
  },
  {
    title: 'ふたりの準備',
    links: [
      { href: '/guide', label: '結婚式準備ガイド' },
      { href: '/ring/', label: '婚約指輪・結婚指輪' },
      { href: '/diagnosis/', label: 'ふたりの結婚式診断' },
      { href: '/parents/', label: '親御さんへの質問票' },
      { href: '/lp/kaoawase_template', label: '顔合わせガイド' },
      { href: '/go_to_wedding/', label: 'Go To Weddingキャンペーン' },
    ],
  },
  {
    title: 'musubiについて',
    links: [
      { href: '/company', label: '運営会社' },
      { href: '/terms', label: '利用規約' },
      { href: '/membership-terms', label: '会員規約' },
      { href: '/privacy', label: 'プライバシーポリシー' },
      { href: '/contact', label: 'お問い合わせ' },
    ],
  },
];

const GUEST_LINKS = { title: '会員の方', links: [{ href: '/register', label: '会員登録（無料）' }, { href: '/login', label: 'ログイン' }] };
/** What the app-download modal (spec §4) says when she asks about the app from the footer. */
export const APP_GUIDE_TEXT =
  'musubiアプリなら、クリップした式場や記事をいつでも見返せて、フェアの予約日もお知らせします。App Store または Google Play で「musubi」と検索してください（無料）。';

const MEMBER_LINKS = {
  title: '会員メニュー',
  links: [
    { href: '/account', label: 'マイページ' },
    { href: '/clips', label: 'クリップ一覧' },
    { href: '/account/reservations', label: 'フェア予約の確認' },
  ],
};

export function Footer() {
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const inApp = useAppSelector((s) => s.app.isInApp);
  const dispatch = useAppDispatch();
  const sections = [...SECTIONS, signedIn ? MEMBER_LINKS : GUEST_LINKS];
  return (
    <footer className={styles.footer}>
      <nav aria-label="サイトマップ" className={styles.inner}>
        {sections.map((section) => (
          <section key={section.title} className={styles.section} aria-label={section.title}>
            <h2 className={styles.title}>{section.title}</h2>
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.href}>
                  {link.href === '/login' || link.href === '/register' ? (
                    // Inside the app: the app's own login, through the bridge.
                    <AccountEntryLink href={link.href} className={styles.entry}>{link.label}</AccountEntryLink>
                  ) : (
                    <Link href={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {inApp ? null : (
        // The app-download modal (spec §4); inside the app there is nothing to download.
        <p className={styles.inner}>
          <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={() => dispatch(appActions.openAppModal(APP_GUIDE_TEXT))}>
            musubiアプリのご案内
          </button>
        </p>
      )}
      <p className={styles.copy}>
        <small>© musubi（ムスビ）　ふたりの結婚式準備を、もっと楽しく。</small>
      </p>
    </footer>
  );
}
