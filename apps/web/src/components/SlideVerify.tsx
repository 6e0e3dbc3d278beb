import { CheckCircleFilled, CloseCircleFilled, DoubleRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
import { account, SLIDE_VERIFY } from '@lbo/contracts';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client.ts';

export interface VerifiedCaptcha {
  CaptchaKey: string;
  Captcha: string;
}

type Puzzle = Awaited<ReturnType<typeof callApi<typeof account.getCaptcha64>>>;
type Status = 'idle' | 'dragging' | 'checking' | 'success' | 'fail';

/**
 * The slider puzzle (spec: 300×150, piece 42, radius 10, handle 38). The puzzle and its check are
 * the server's; this only shows it, follows the drag and reports the end offset and how far the
 * drag wandered vertically.
 */
export function SlideVerify({ onVerified }: { onVerified: (captcha: VerifiedCaptcha) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [unavailable, setUnavailable] = useState(false);
  const drag = useRef<{ startX: number; startY: number; deviation: number } | null>(null);
  const handle = SLIDE_VERIFY.handleMargin;
  const width = puzzle?.Width ?? SLIDE_VERIFY.width;
  const maxOffset = width - (puzzle?.PieceWidth ?? handle);

  const load = useCallback(async () => {
    setPuzzle(null);
    setOffset(0);
    setStatus('idle');
    setUnavailable(false);
    try {
      setPuzzle(await callApi(account.getCaptcha64));
    } catch {
      // Refused (too many puzzles from this address: the toast says how long to wait): offer to try again.
      setUnavailable(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!puzzle || status !== 'idle') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startY: e.clientY, deviation: 0 };
    setStatus('dragging');
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    d.deviation = Math.max(d.deviation, Math.abs(e.clientY - d.startY));
    // The slider is held inside the track.
    setOffset(Math.min(Math.max(0, e.clientX - d.startX), maxOffset));
  };
  const onUp = async () => {
    const d = drag.current;
    drag.current = null;
    if (!d || !puzzle) return;
    if (offset === 0) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    const captcha = String(Math.round(offset));
    const result = await callApi(account.checkingCaptcha, { CaptchaKey: puzzle.CaptchaKey, Captcha: Math.round(offset), Deviation: d.deviation }).catch(() => ({ Verified: false }));
    if (result.Verified) {
      setStatus('success');
      setTimeout(() => onVerified({ CaptchaKey: puzzle.CaptchaKey, Captcha: captcha }), SLIDE_VERIFY.resetDelayMs);
    } else {
      setStatus('fail');
      setTimeout(() => void load(), SLIDE_VERIFY.resetDelayMs);
    }
  };

  const trackColor = status === 'success' ? token.colorSuccess : status === 'fail' ? token.colorError : token.colorPrimary;
  return (
    <div style={{ width }} data-testid="slide-verify">
      <div style={{ position: 'relative', width, height: puzzle?.Height ?? SLIDE_VERIFY.height, background: token.colorFillTertiary, borderRadius: 4, overflow: 'hidden' }}>
        {puzzle ? (
          <>
            <img src={puzzle.BackgroundImage} width={puzzle.Width} height={puzzle.Height} alt="" draggable={false} />
            <img src={puzzle.PieceImage} alt="" draggable={false} style={{ position: 'absolute', top: puzzle.Y, left: offset, width: puzzle.PieceWidth, height: puzzle.PieceHeight }} />
            <Button size="small" type="text" icon={<ReloadOutlined />} aria-label={t('verify.refresh')} onClick={() => void load()} style={{ position: 'absolute', top: 4, right: 4, color: '#fff' }} />
          </>
        ) : unavailable ? (
          <Button icon={<ReloadOutlined />} onClick={() => void load()} style={{ position: 'absolute', top: '40%', left: '50%', transform: 'translateX(-50%)' }}>
            {t('verify.refresh')}
          </Button>
        ) : (
          <Spin style={{ position: 'absolute', top: '45%', left: '46%' }} />
        )}
      </div>
      <div style={{ position: 'relative', marginTop: 10, height: handle, background: token.colorFillSecondary, borderRadius: 4, textAlign: 'center', lineHeight: `${handle}px`, color: token.colorTextSecondary, userSelect: 'none' }}>
        {status === 'success' ? t('verify.success') : status === 'fail' ? t('verify.failed') : t('verify.slide')}
        <div style={{ position: 'absolute', left: 0, top: 0, height: handle, width: offset + handle, background: `${trackColor}22`, borderRadius: 4 }} />
        <div
          role="slider"
          aria-label={t('verify.slide')}
          aria-valuenow={Math.round(offset)}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => void onUp()}
          style={{ position: 'absolute', top: 0, left: offset, width: handle, height: handle, background: trackColor, color: '#fff', borderRadius: 4, cursor: 'grab', touchAction: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {status === 'success' ? <CheckCircleFilled /> : status === 'fail' ? <CloseCircleFilled /> : <DoubleRightOutlined />}
        </div>
      </div>
    </div>
  );
}
