import { ContentIndex } from '../components/ContentIndex';

/** /ricette: the recipes, newest first, a page at a time. */
export default function RecipesIndexPage() {
  return <ContentIndex kind="recipe" />;
}
