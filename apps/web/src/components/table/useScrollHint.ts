import { useEffect, useState, type RefObject } from 'react';

export interface ScrollHint {
  /** The rows are wider than the table: it scrolls sideways. */
  overflows: boolean;
  /** Columns are hidden past the end edge (the shadow shows there). */
  moreAtEnd: boolean;
}

const NONE: ScrollHint = { overflows: false, moreAtEnd: false };
// Sub-pixel widths: a table that fits can measure a pixel wider than its box.
const SLACK_PX = 1;

/** The part of an Ant Design table that scrolls sideways: the body under a fixed header, or the whole content. */
const scroller = (wrapper: HTMLElement | null) => wrapper?.querySelector<HTMLElement>('.ant-table-body') ?? wrapper?.querySelector<HTMLElement>('.ant-table-content') ?? null;

function measure(element: HTMLElement | null): ScrollHint {
  if (!element) return NONE;
  const overflows = element.scrollWidth > element.clientWidth + SLACK_PX;
  return { overflows, moreAtEnd: overflows && Math.abs(element.scrollLeft) + element.clientWidth < element.scrollWidth - SLACK_PX };
}

/**
 * Whether the table inside `wrapper` scrolls sideways and has columns out of sight at the end, kept
 * up as it scrolls, resizes or its content (`content`: rows, columns) changes; on a phone nothing
 * else tells that the list has more columns.
 */
export function useScrollHint(wrapper: RefObject<HTMLElement | null>, content: readonly unknown[]): ScrollHint {
  const [hint, setHint] = useState(NONE);
  useEffect(() => {
    const element = scroller(wrapper.current);
    const update = () => setHint((current) => {
      const next = measure(element);
      return next.overflows === current.overflows && next.moreAtEnd === current.moreAtEnd ? current : next;
    });
    update();
    if (!element) return undefined;
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const resized = new ResizeObserver(update);
    resized.observe(element);
    const table = element.querySelector('table');
    if (table) resized.observe(table);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measured whenever what is shown changes
  }, [wrapper, ...content]);
  return hint;
}
