import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { t } from '../i18n';

export interface FacetOption {
  id: string;
  name: string;
  count: number;
  selected: boolean;
}

const VISIBLE = 6;

/** One group of filter checkboxes with counts, as a fieldset so its legend names the group. */
export function FacetGroup({
  legend,
  options,
  onToggle,
}: {
  legend: string;
  options: FacetOption[];
  onToggle: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // Options with no products are useless unless already chosen (then they must stay removable).
  const usable = options.filter((o) => o.count > 0 || o.selected);
  if (usable.length === 0) return null;
  const shown = expanded ? usable : usable.slice(0, VISIBLE);
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%', mb: 2 }}>
      <FormLabel
        component="legend"
        sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      <FormGroup>
        {shown.map((o) => (
          <FormControlLabel
            key={o.id}
            control={<Checkbox size="small" checked={o.selected} onChange={() => onToggle(o.id)} />}
            label={t('catalogue.withCount', { name: o.name, count: o.count })}
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
          />
        ))}
      </FormGroup>
      {usable.length > VISIBLE && (
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          sx={{ alignSelf: 'flex-start' }}
        >
          {expanded ? t('catalogue.showLess') : t('catalogue.showAll', { count: usable.length })}
        </Button>
      )}
    </FormControl>
  );
}
