import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from '../components/Pagination';
import { defaultUiMessages } from './defaultUiMessages';
import { UiMessagesProvider } from './UiMessagesProvider';

const pages = (element: ReactElement) => renderToStaticMarkup(element);
const labels = (html: string) => [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]);

describe('where a component finds its words', () => {
  const pagination = <Pagination page={1} pageCount={2} onPageChange={() => {}} />;

  it('says the English defaults without a provider', () => {
    expect(labels(pages(pagination))).toEqual([
      'Pagination',
      'Previous page',
      'Page 1',
      'Page 2',
      'Next page',
    ]);
  });

  it('takes the provider’s words over the defaults, and its own prop over both', () => {
    const html = pages(
      <UiMessagesProvider
        messages={{ pagination: { previous: 'Zurück', next: 'Weiter', page: (n) => `Seite ${n}` } }}
      >
        <Pagination
          page={1}
          pageCount={2}
          onPageChange={() => {}}
          messages={{ next: 'Vor', previous: undefined }}
        />
      </UiMessagesProvider>,
    );
    // The prop's next wins; its undefined previous keeps the provider's; the label stays English.
    expect(labels(html)).toEqual(['Pagination', 'Zurück', 'Seite 1', 'Seite 2', 'Vor']);
  });

  it('adds an inner provider to an outer one, component by component', () => {
    const html = pages(
      <UiMessagesProvider messages={{ pagination: { previous: 'Zurück', next: 'Weiter' } }}>
        <UiMessagesProvider messages={{ pagination: { next: 'Nächste' }, dialog: { close: 'X' } }}>
          {pagination}
        </UiMessagesProvider>
      </UiMessagesProvider>,
    );
    expect(labels(html)).toEqual(['Pagination', 'Zurück', 'Page 1', 'Page 2', 'Nächste']);
  });

  it('asks the provider’s translator for each text by id, under the given words', () => {
    const asked: string[] = [];
    const translate = (id: string, values?: Record<string, unknown>) => {
      asked.push(id);
      if (id === 'pagination.page') return `Seite ${String(values?.page)}`;
      return id === 'pagination.next' ? 'Weiter' : undefined;
    };
    const html = pages(
      <UiMessagesProvider translate={translate} messages={{ pagination: { next: 'Nächste' } }}>
        {pagination}
      </UiMessagesProvider>,
    );
    // Given words win over the translator's; what it leaves out keeps the English default.
    expect(labels(html)).toEqual(['Pagination', 'Previous page', 'Seite 1', 'Seite 2', 'Nächste']);
    expect(asked).toEqual(expect.arrayContaining(['pagination.label', 'pagination.previous']));
  });

  it('lets an inner provider’s translator replace the outer one’s', () => {
    const html = pages(
      <UiMessagesProvider translate={() => 'outer'}>
        <UiMessagesProvider translate={(id) => (id === 'pagination.label' ? 'Seiten' : undefined)}>
          {pagination}
        </UiMessagesProvider>
      </UiMessagesProvider>,
    );
    expect(labels(html)).toEqual(['Seiten', 'Previous page', 'Page 1', 'Page 2', 'Next page']);
  });

  it('holds every component’s English words in one object', () => {
    expect(defaultUiMessages.pagination.page(3)).toBe('Page 3');
    expect(defaultUiMessages.taskSwipeCard.columns).toEqual({
      new: 'New',
      progress: 'In Progress',
      done: 'Done',
    });
    expect(Object.keys(defaultUiMessages).length).toBeGreaterThanOrEqual(40);
  });
});
