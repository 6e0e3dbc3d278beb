import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../stores/session.ts';
import { RequireSession } from './AppRoutes.tsx';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/index" element={<Where />} />
        <Route
          path="*"
          element={
            <RequireSession>
              <div data-testid="private">private page</div>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guard', () => {
  it('sends a visitor without a token to /index with activeIndex and the full path wanted', () => {
    useSession.getState().clear();
    renderAt('/mine/MineUserMessagesIndex?page=2');
    expect(screen.getByTestId('where').textContent).toBe('/index?activeIndex=1&redirect=%2Fmine%2FMineUserMessagesIndex%3Fpage%3D2');
  });

  it('lets a signed-in user through', () => {
    useSession.getState().setTokens({ AccessToken: 'a', RefreshToken: 'r' }, 'backUserLogin');
    renderAt('/mine/MineUserMessagesIndex');
    expect(screen.getByTestId('private').textContent).toBe('private page');
  });
});
