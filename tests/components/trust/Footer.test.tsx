import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Footer } from '@/components/layout/Footer';
import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { COMPANY, LEGAL_DOCUMENTS, PRIVACY } from '@/lib/legal/documents';
import { makeStore } from '@/store';
import { doneRemote, remote } from '@/store/remote';
import { initialUserState } from '@/store/slices/user';
import { appActions } from '@/store/slices/app';
import { member } from '../clips/support';

const renderFooter = (signedIn: boolean) =>
  render(
    <Provider store={makeStore({ user: { ...initialUserState, me: signedIn ? doneRemote(member) : { ...remote(null), status: 'done' } } })}>
      <Footer />
    </Provider>,
  );

describe('Footer', () => {
  it('links every trust page and the contact form', () => {
    renderFooter(false);
    const nav = screen.getByRole('navigation', { name: 'サイトマップ' });
    for (const [name, href] of [['運営会社', '/company'], ['利用規約', '/terms'], ['会員規約', '/membership-terms'], ['プライバシーポリシー', '/privacy'], ['お問い合わせ', '/contact']]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')?.replace(/\/$/, '')).toBe(href.replace(/\/$/, ''));
    }
    expect(within(nav).getByRole('link', { name: '会員登録（無料）' })).toBeInTheDocument();
  });

  it('shows a signed-in member her account links, not 会員登録', () => {
    renderFooter(true);
    const nav = screen.getByRole('navigation', { name: 'サイトマップ' });
    expect(within(nav).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/account');
    expect(within(nav).queryByRole('link', { name: /会員登録/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'ログイン' })).toBeNull();
  });
});

describe('Footer inside the app', () => {
  it('hands 会員登録 and ログイン to the app through the bridge, as the header does', async () => {
    const posted: unknown[] = [];
    const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MusubiApp/3.2.0 iOS', configurable: true });
    window.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m) } } };
    try {
      const store = makeStore({ user: { ...initialUserState, me: { ...remote(null), status: 'done' } } });
      store.dispatch(appActions.setDevice({ isInApp: true, isIOS: true, isAndroid: false, appVersion: '3.2.0', isAppV3: true }));
      render(<Provider store={store}><Footer /></Provider>);
      const nav = screen.getByRole('navigation', { name: 'サイトマップ' });
      expect(within(nav).queryByRole('link', { name: 'ログイン' })).toBeNull();
      within(nav).getByRole('button', { name: 'ログイン' }).click();
      within(nav).getByRole('button', { name: '会員登録（無料）' }).click();
      expect(posted).toEqual([
        { type: 'login_required', destination_url: window.location.href, action: null },
        { type: 'login_required', destination_url: window.location.href, action: null },
      ]);
    } finally {
      delete window.webkit;
      if (ua) Object.defineProperty(window.navigator, 'userAgent', ua);
    }
  });
});

describe('legal pages', () => {
  it('say how long the visitor id is kept and link the contact form', () => {
    render(<LegalDocumentView doc={PRIVACY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeInTheDocument();
    expect(screen.getByText(/musubi_uuid/)).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/7300日/);
    expect(document.body.textContent).toMatch(/Cookie/);
    expect(screen.getAllByRole('link', { name: 'お問い合わせフォーム' })[0].getAttribute('href')).toMatch(/^\/contact\/?$/);
    expect(document.body.textContent).not.toContain('/contact/');
  });

  it('each has its own path, title and several sections', () => {
    expect(new Set(LEGAL_DOCUMENTS.map((d) => d.path)).size).toBe(4);
    for (const doc of LEGAL_DOCUMENTS) expect(doc.sections.length).toBeGreaterThanOrEqual(doc === COMPANY ? 2 : 5);
  });
});
