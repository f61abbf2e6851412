import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { contentPageQueryOptions, type ContentPageKey } from './api.ts';
import { articleParagraphs } from './article-blocks.ts';
import { languageOf } from '../../lib/i18n.ts';

/** A text page written by operators (help, law): its title, then its paragraphs with their headings in bold. */
export function ContentArticle({ pageKey, titleKey }: { pageKey: ContentPageKey; titleKey: string }) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const page = useQuery(contentPageQueryOptions(pageKey, languageOf(i18n)));

  let body: ReactNode;
  if (page.data) {
    body = (
      <article className="article card">
        <h2 className="article__title">{page.data.title}</h2>
        {articleParagraphs(page.data.content).map((lines, index) => (
          <p key={index} className="article__paragraph">
            {lines.map((line, lineIndex) =>
              line.heading ? (
                <strong key={lineIndex} className="article__heading">
                  {line.text}
                </strong>
              ) : (
                <span key={lineIndex}>{`${line.text}${lineIndex < lines.length - 1 ? '\n' : ''}`}</span>
              ),
            )}
          </p>
        ))}
      </article>
    );
  } else if (page.isError) {
    body = (
      <EmptyState title={t('content:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void page.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else {
    body = (
      <div className="article card" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  }

  return (
    <Page titleKey={titleKey}>
      <div className="page-body">{body}</div>
    </Page>
  );
}
