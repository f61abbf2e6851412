import { ContentArticle } from './content-article.tsx';

/** Help and support (/helpAndSupport): questions and answers written by operators. */
export function HelpPage() {
  return <ContentArticle pageKey="help_support" titleKey="helpAndSupport" />;
}
