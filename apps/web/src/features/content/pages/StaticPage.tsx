import { useParams } from 'react-router';
import { ContentArticle } from '../components/ContentArticle';

/** /page/{slug}: a static page of the content service (FAQ, events, the footer's pages...). */
export default function StaticPage() {
  const { slug = '' } = useParams();
  return <ContentArticle key={slug} kind="page" slug={slug} />;
}
