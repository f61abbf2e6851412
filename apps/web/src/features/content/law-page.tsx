import { ContentArticle } from './content-article.tsx';

/** Law (/law): the terms and privacy text written by operators. */
export function LawPage() {
  return <ContentArticle pageKey="law" titleKey="law" />;
}
