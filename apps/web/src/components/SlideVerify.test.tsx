import { account } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client.ts';
import { renderInApp } from '../test/renderInApp.tsx';
import { SlideVerify } from './SlideVerify.tsx';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const PUZZLE = { CaptchaKey: 'k1', BackgroundImage: 'data:image/png;base64,AA==', PieceImage: 'data:image/png;base64,AA==', Width: 300, Height: 150, PieceWidth: 62, PieceHeight: 62, Y: 40, ExpiresInSeconds: 120 };

describe('SlideVerify', () => {
  it('offers to fetch the puzzle again when the server refuses one (too many from this address), instead of spinning', async () => {
    // The request layer has already shown the refusal's message; the component only needs a way on.
    callApiMock.mockRejectedValueOnce(new Error('Too many attempts; try again in 42 seconds')).mockResolvedValueOnce(PUZZLE);
    renderInApp(<SlideVerify onVerified={() => undefined} />);
    const retry = await screen.findByRole('button', { name: /Refresh/ });
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('slide-verify').querySelectorAll('img')).toHaveLength(2));
    expect(callApiMock).toHaveBeenCalledTimes(2);
    expect(callApiMock).toHaveBeenLastCalledWith(account.getCaptcha64);
  });
});
