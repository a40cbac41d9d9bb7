import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AccountDiagnosis } from '../../../components/family/AccountDiagnosis';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AccountDiagnosis: 「前回の診断」 in her account', () => {
  it('links her last result with its type and the day she answered', () => {
    render(<AccountDiagnosis loaded={{ last: { answer_path: '/diagnosis/FromHerAccount_01/answer/?respondent=1', type_name: '和の伝統派', answered_at: '2026-11-20T03:00:00.000Z' } }} />);
    const section = screen.getByRole('region', { name: 'ふたりの結婚式診断' });
    expect(section).toHaveTextContent('前回の診断：和の伝統派（2026年11月20日に回答）');
    expect(screen.getByRole('link', { name: '前回の診断' }).getAttribute('href')).toMatch(/^\/diagnosis\/FromHerAccount_01\/answer\/?\?respondent=1$/);
    expect(screen.getByRole('link', { name: 'もう一度診断する' })).toBeInTheDocument();
  });

  it('without one, leads to the diagnosis and says that a signed-in answer is kept here', () => {
    render(<AccountDiagnosis loaded={{ last: null }} />);
    expect(screen.queryByRole('link', { name: '前回の診断' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ふたりの結婚式診断' })).toBeInTheDocument();
    expect(screen.getByText(/結果をここからいつでも見られます/)).toBeInTheDocument();
  });

  it('in the app (the server could not read it), asks her account itself', async () => {
    server.use(http.get('*/api/v3/wn/both_diagnosis/mine/', () => HttpResponse.json({ last: { answer_path: '/diagnosis/FromTheWebview_1/answer/?respondent=2', type_name: 'ナチュラルガーデン派', answered_at: '2026-11-21T03:00:00.000Z' } })));
    render(<AccountDiagnosis loaded={null} />);
    expect(screen.getByText('読み込み中...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '前回の診断' }).getAttribute('href')).toMatch(/FromTheWebview_1/));
  });
});
