import { Dropdown, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuickNavigation } from './quickNavigation.ts';
import { useTags, type TagView } from '../stores/tags.ts';

/** The visited views: click to go back, × to close (not pinned ones), right-click for Refresh / Close / Close others / Close all / quick navigation. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useTags();
  const quick = useQuickNavigation();
  const bar = useRef<HTMLDivElement>(null);

  // With many tags open the bar scrolls sideways: the current page's tag is brought into sight.
  useEffect(() => {
    bar.current?.querySelector('[data-active=true]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tags.views.length]);

  const goAfterClose = (closed: TagView, remaining: TagView[]) => {
    if (closed.path !== pathname) return;
    const last = remaining[remaining.length - 1];
    navigate(last ? last.fullPath : '/');
  };

  const onMenu = (view: TagView, key: string) => {
    if (key === 'refresh') {
      tags.refreshView(view.path);
      navigate(view.fullPath);
    } else if (key === 'close') {
      goAfterClose(view, tags.close(view.path));
    } else if (key === 'closeOthers') {
      tags.closeOthers(view.path);
      navigate(view.fullPath);
    } else if (key === 'closeAll') {
      const remaining = tags.closeAll();
      const last = remaining[remaining.length - 1];
      navigate(last ? last.fullPath : '/');
    } else if (key === 'quick') {
      void quick.toggle(view.name);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 4, padding: '4px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0', overflowX: 'auto', whiteSpace: 'nowrap' }} data-testid="tags-view" ref={bar}>
      {tags.views.map((view) => (
        <Dropdown
          key={view.path}
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'refresh', label: t('tags.refresh') },
              ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
              { key: 'closeOthers', label: t('tags.closeOthers') },
              { key: 'closeAll', label: t('tags.closeAll') },
              { type: 'divider' as const },
              { key: 'quick', label: quick.has(view.name) ? t('tags.quickCancel') : t('tags.quickAdd') },
            ],
            onClick: ({ key }) => onMenu(view, key),
          }}
        >
          <Tag
            color={view.path === pathname ? 'processing' : undefined}
            closable={!view.affix}
            onClose={(e) => {
              e.preventDefault();
              onMenu(view, 'close');
            }}
            onClick={() => navigate(view.fullPath)}
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            data-tag={view.name}
            data-active={view.path === pathname}
          >
            {t(view.title)}
          </Tag>
        </Dropdown>
      ))}
    </div>
  );
}
