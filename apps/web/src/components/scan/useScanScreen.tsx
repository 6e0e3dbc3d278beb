import { Alert, Flex, Typography, type InputRef } from 'antd';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../lib/speech.ts';
import { ScanWarehouseChoice, useScanWarehouse } from './ScanWarehouse.tsx';
import './texts.ts';

/** What a scan screen shows big and says aloud after a scan. */
export interface ScanOutcome {
  tone: 'success' | 'warning' | 'error';
  title: string;
  description?: string;
  /** said aloud; the title when absent */
  spoken?: string;
}

/** A refusal as a scan screen shows it: the server's message, in the operator's language already. */
export const refusal = (error: unknown): ScanOutcome => ({ tone: 'error', title: error instanceof Error ? error.message : String(error) });

/** What a piece of work answers: an outcome to show and say, null to clear the one shown, nothing to leave it. */
type Answer = ScanOutcome | null | void;

interface ScanScreenOptions {
  /** One scan's work, given the scan trimmed and upper-cased; a throw is shown and said as a refusal. */
  onScan: (scanned: string) => Promise<Answer>;
  /**
   * The screen state a scan is made in (the chosen shelf, the parcel looked up): the same scan made
   * again in the same state, after it succeeded, does not do the work twice.
   */
  state: unknown;
  /** What the same scan again says; its outcome again when absent. */
  onRepeat?: (scanned: string, last: ScanOutcome) => ScanOutcome;
  /** Another warehouse was chosen: what was looked up in the one before is forgotten. */
  onWarehouseChange?: () => void;
  /** The screen works without a warehouse (the packaging screen works in a transport shift): scans need none chosen. */
  noWarehouse?: boolean;
}

/**
 * The shared part of the keyboard-first scan screens (a USB scanner types a number and Enter): the
 * warehouse the screen works in, the scan input, one piece of work in flight at a time, and every
 * outcome shown and said aloud. A scan made while another is in flight waits its turn (shown under
 * the input); the same number again meanwhile is dropped. From each Enter on, the input keeps the
 * number, focused and selected, and a click selects it again: the next scan replaces it, where
 * clearing it would race a scanner firing at once and eat the scan's first characters.
 */
export function useScanScreen(options: ScanScreenOptions) {
  const { t } = useTranslation();
  const { warehouseId, choose } = useScanWarehouse();
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<string[]>([]);
  // Refs, not state: a scanner's next Enter can come before React has rendered the last one.
  const latest = useRef(options);
  latest.current = options;
  /** the scan in flight ('' for other work), null when idle */
  const inFlight = useRef<string | null>(null);
  const queue = useRef<string[]>([]);
  const done = useRef<{ scan: string; state: unknown; outcome: ScanOutcome } | null>(null);
  const entered = useRef('');

  const focus = () => {
    input.current?.focus();
    // Characters the scanner typed meanwhile begin the next scan: selected, the rest would replace them.
    if (input.current?.input?.value === entered.current) input.current.select();
  };
  const show = (answer: Answer) => {
    if (answer === undefined) return;
    setOutcome(answer);
    if (answer) void say(answer.spoken ?? answer.title);
  };

  /** Runs one piece of work; a scan (`made`) that succeeds is remembered with the state it was made in. */
  const perform = async (work: () => Promise<Answer>, made?: { scan: string; state: unknown }) => {
    inFlight.current = made?.scan ?? '';
    setBusy(true);
    try {
      const answer = await work();
      if (made) done.current = answer && answer.tone !== 'error' ? { ...made, outcome: answer } : null;
      show(answer);
    } catch (error) {
      if (made) done.current = null;
      show(refusal(error));
    } finally {
      inFlight.current = null;
      setBusy(false);
      focus();
    }
  };

  const start = (scan: string) => {
    const { state, onScan, onRepeat } = latest.current;
    const last = done.current;
    if (last && last.scan === scan && Object.is(last.state, state)) {
      show(onRepeat ? onRepeat(scan, last.outcome) : last.outcome);
      focus();
      return;
    }
    void perform(() => onScan(scan), { scan, state });
  };

  // The waiting scans start once the screen has rendered what the last one did.
  const startWaiting = useEffectEvent(() => {
    while (inFlight.current === null && queue.current.length > 0) start(queue.current.shift()!);
    setWaiting([...queue.current]);
  });
  useEffect(() => {
    if (!busy) startWaiting();
  }, [busy]);

  const onPressEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    entered.current = e.currentTarget.value;
    // Selected at once, not when the work ends: a scan fired while it runs replaces the number
    // instead of mixing into it.
    e.currentTarget.select();
    const scan = e.currentTarget.value.trim().toUpperCase();
    if (!scan) return;
    if (warehouseId === null && !latest.current.noWarehouse) return show({ tone: 'error', title: t('scan.chooseWarehouse') });
    if (inFlight.current === null) return start(scan);
    if (scan !== inFlight.current && scan !== (queue.current.at(-1) ?? inFlight.current)) {
      queue.current.push(scan);
      setWaiting([...queue.current]);
    }
  };

  return {
    warehouseId,
    warehouseChoice: (
      <ScanWarehouseChoice
        value={warehouseId}
        onChange={(id) => {
          choose(id);
          done.current = null;
          setOutcome(null);
          latest.current.onWarehouseChange?.();
          focus();
        }}
      />
    ),
    inputProps: {
      ref: input,
      value,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value),
      onPressEnter,
      onClick: () => {
        if (input.current?.input?.value === entered.current) input.current.select();
      },
    },
    outcome,
    waiting,
    busy,
    /** Other work of the screen (a button, a second field's Enter), under the same one-at-a-time rule. */
    run: (work: () => Promise<Answer>) => (inFlight.current === null ? perform(work) : Promise.resolve()),
    focus,
  };
}

/** The scans waiting their turn, and the last outcome, big enough to read from the parcel. */
export function ScanOutcomeAlert({ outcome, waiting }: { outcome: ScanOutcome | null; waiting: readonly string[] }) {
  const { t } = useTranslation();
  if (waiting.length === 0 && !outcome) return null;
  return (
    <Flex vertical gap={8}>
      {waiting.length > 0 && <Typography.Text type="secondary">{t('scan.waiting', { numbers: waiting.join(', ') })}</Typography.Text>}
      {outcome && (
        <Alert type={outcome.tone} showIcon title={<span style={{ fontSize: 28, fontWeight: 600 }}>{outcome.title}</span>} description={outcome.description} />
      )}
    </Flex>
  );
}
