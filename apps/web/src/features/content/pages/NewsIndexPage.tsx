import { ContentIndex } from '../components/ContentIndex';

/** /news: the news posts, newest first, a page at a time. */
export default function NewsIndexPage() {
  return <ContentIndex kind="news" />;
}
