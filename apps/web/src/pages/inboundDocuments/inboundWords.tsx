import { inboundDocuments as api, type Texts } from '@lbo/contracts';
import { Tag } from 'antd';
import { time, useNamed } from '../../lib/contractWords.ts';

// The area's pages take these from here with its own words.
export { time, useNamed };

const STATE_COLORS: Record<number, string> = { 1: 'default', 2: 'gold', 3: 'blue', 4: 'cyan', 5: 'purple', 6: 'green', 7: 'default', 8: 'red' };

/** The state tag of a document, named by the transition table. */
export function InboundStateTag({ state }: { state: number }) {
  const named = useNamed();
  const name = (api.inboundLifecycle.names.states as Record<number, Texts | undefined>)[state];
  return <Tag color={STATE_COLORS[state]}>{name ? named(name) : state}</Tag>;
}

