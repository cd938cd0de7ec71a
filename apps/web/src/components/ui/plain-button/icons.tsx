/**
 * The few Material icons the plain buttons draw (cards, steppers, carousels), as plain `<svg>` (the paths are MUI's own,
 * from @mui/icons-material): its icon components are styled components too. Sized and
 * coloured by the button's class (1em, currentColor).
 */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="plain-icon">
      <path d={d} />
    </svg>
  );
}

export const AddIcon = () => <Icon d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />;
export const RemoveIcon = () => <Icon d="M19 13H5v-2h14z" />;
export const AddShoppingCartIcon = () => (
  <Icon d="M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25" />
);
export const FavoriteIcon = () => (
  <Icon d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />
);
export const FavoriteBorderIcon = () => (
  <Icon d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05" />
);
export const ChevronLeftIcon = () => <Icon d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />;
export const ChevronRightIcon = () => <Icon d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />;
export const PauseIcon = () => <Icon d="M6 19h4V5H6zm8-14v14h4V5z" />;
export const PlayArrowIcon = () => <Icon d="M8 5v14l11-7z" />;
