import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTags } from '../stores/tags.ts';
import { TagsView } from './TagsView.tsx';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn(() => Promise.resolve([])) }));

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  useTags.getState().clear();
  for (let n = 1; n <= 30; n += 1) {
    useTags.getState().visit({ name: `Page${n}`, path: `/page/${n}`, fullPath: `/page/${n}`, title: `Page ${n}`, affix: false, noCache: false });
  }
});

describe('tags view', () => {
  it('brings the current page’s tag into sight when many tags are open', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/page/27']}>
          <TagsView />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(scrolled.map((tag) => tag.getAttribute('data-tag'))).toEqual(['Page27']);
  });
});
