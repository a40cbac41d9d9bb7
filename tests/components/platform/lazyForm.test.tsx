/**
 * Forms load react-hook-form with their first focus, change or submit (lib/form/useLazyForm), not
 * with the page: the server-rendered form works meanwhile and keeps what she typed.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { LoginForm } from '@/components/accounts/LoginForm';
import { jaResolver } from '@/lib/form/jaResolver';
import { checkedForm } from '@/lib/form/checkedForm';
import { useLazyForm } from '@/lib/form/useLazyForm';

const library = { required: 0 };
jest.mock('react-hook-form', () => {
  library.required += 1;
  return jest.requireActual('react-hook-form');
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, then hydrated as the browser does; hydration mismatches fail the test. */
async function serveAndHydrate(element: ReactElement, beforeScript?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeScript?.(container);
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return container;
}

type Values = { plan: string; size: string; agree: boolean; note: string; tags: number[] };
const schema = () => Promise.resolve(checkedForm<Values>((v) => (v.plan ? [] : [{ field: 'plan', message: 'プランを選んでください' }])));

function ChoiceForm({ onSubmit, prefill }: { onSubmit(v: Values): void; prefill?: string }) {
  const { register, handleSubmit, watch, setValue, formState, engine, preload } = useLazyForm<Values>({
    resolver: jaResolver(schema),
    defaultValues: { plan: '', size: '2', agree: false, note: '', tags: [] },
  });
  const tags = watch('tags');
  return (
    <form onFocus={preload} onSubmit={handleSubmit(onSubmit)} noValidate>
      {engine}
      <label><input type="radio" value="a" {...register('plan')} />A</label>
      <label><input type="radio" value="b" {...register('plan')} />B</label>
      <label htmlFor="size">人数</label>
      <select id="size" {...register('size')}><option value="1">1</option><option value="2">2</option><option value="3">3</option></select>
      <label><input type="checkbox" {...register('agree')} />同意</label>
      <label htmlFor="note">メモ</label>
      <textarea id="note" {...register('note')} />
      <p>メモ {watch('note').length}文字</p>
      <button type="button" onClick={() => setValue('tags', [...tags, tags.length + 1])}>タグ（{tags.length}）</button>
      {prefill ? <button type="button" onClick={() => setValue('note', prefill)}>入力補助</button> : null}
      {formState.errors.plan ? <p role="alert">{formState.errors.plan.message}</p> : null}
      <button type="submit" disabled={formState.isSubmitting}>送信</button>
    </form>
  );
}

describe('useLazyForm', () => {
  it('renders the same form on the server and hydrates it without react-hook-form', async () => {
    const before = library.required;
    const html = renderToString(<LoginForm onSubmit={jest.fn()} />);
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    await serveAndHydrate(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('');
    expect(library.required).toBe(before);
  });

  it('keeps what she typed before the page was interactive and before react-hook-form arrived, and submits it', async () => {
    const onSubmit = jest.fn();
    await serveAndHydrate(<LoginForm onSubmit={onSubmit} />, (page) => {
      // Typed into the server's HTML before the page's script ran.
      (page.querySelector('input[name="email"]') as HTMLInputElement).value = 'hanako@example.jp';
    });
    const email = screen.getByLabelText(/メールアドレス/);
    expect(email).toHaveValue('hanako@example.jp');
    // Typed after hydration: the first change starts the download, the next comes before it ends.
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'Wedd' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'Wedding2026' } });
    await waitFor(() => expect(library.required).toBeGreaterThan(0));
    await act(async () => {
      fireEvent.submit(email.closest('form')!);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'hanako@example.jp', password: 'Wedding2026' });
    expect(email).toHaveValue('hanako@example.jp');
  });

  it('checks the values with the schema once loaded, as react-hook-form always did', async () => {
    const onSubmit = jest.fn();
    await serveAndHydrate(<LoginForm onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/メールアドレス/).closest('form')!);
    });
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the defaults, keeps radios, selects, checkboxes and set values chosen before it loaded', async () => {
    const onSubmit = jest.fn();
    await serveAndHydrate(<ChoiceForm onSubmit={onSubmit} prefill="補助の文" />, (page) => {
      (page.querySelector('input[value="b"]') as HTMLInputElement).checked = true;
    });
    // The defaults are shown before the library is there, as react-hook-form shows them.
    expect(screen.getByLabelText('人数')).toHaveValue('2');
    expect(screen.getByLabelText('B')).toBeChecked();
    fireEvent.click(screen.getByLabelText('同意'));
    fireEvent.change(screen.getByLabelText('人数'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'タグ（0）' }));
    fireEvent.click(screen.getByRole('button', { name: '入力補助' }));
    expect(screen.getByLabelText('メモ')).toHaveValue('補助の文');
    expect(screen.getByText('メモ 4文字')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('メモ'), { target: { value: '補助の文です' } });
    expect(screen.getByText('メモ 6文字')).toBeInTheDocument();
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('メモ').closest('form')!);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ plan: 'b', size: '3', agree: true, note: '補助の文です', tags: [1] });
    // Running on react-hook-form now: watch follows what she types.
    fireEvent.change(screen.getByLabelText('メモ'), { target: { value: 'あ' } });
    expect(await screen.findByText('メモ 1文字')).toBeInTheDocument();
  });

  it('shows the schema messages on the fields and waits for a submit made while it loads', async () => {
    const onSubmit = jest.fn();
    await serveAndHydrate(<ChoiceForm onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: '送信' }).closest('form')!);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('プランを選んでください');
    fireEvent.click(screen.getByLabelText('A'));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: '送信' }).closest('form')!);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ plan: 'a', size: '2', agree: false, note: '', tags: [] });
  });
});
