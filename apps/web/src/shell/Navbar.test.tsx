import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { Navbar } from './Navbar.tsx';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn(() => Promise.resolve(0)) }));

describe('navbar', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  afterAll(() => i18n.changeLanguage('en'));

  it('names each of its buttons in the reader’s language, for screen readers too', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Navbar routes={[]} messagesPath="/mine/MineUserMessagesIndex" onSettings={() => undefined} onLogout={() => undefined} staff />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((name) => /[A-Za-z]{2,}/.test(name) || !/\p{Script=Han}/u.test(name))).toEqual([]);
  });
});
