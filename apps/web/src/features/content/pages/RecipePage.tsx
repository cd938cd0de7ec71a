import { useParams } from 'react-router';
import { ContentArticle } from '../components/ContentArticle';

/** /ricette/{slug}: a recipe with its ingredients, steps and the products to buy for it. */
export default function RecipePage() {
  const { slug = '' } = useParams();
  return <ContentArticle key={slug} kind="recipe" slug={slug} />;
}
