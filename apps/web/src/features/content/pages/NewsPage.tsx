import { useParams } from 'react-router';
import { ContentArticle } from '../components/ContentArticle';

/** /news/{slug}: a news post. */
export default function NewsPage() {
  const { slug = '' } = useParams();
  return <ContentArticle key={slug} kind="news" slug={slug} />;
}
