import { useId } from 'react';
import Box from '@mui/material/Box';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useCategoryTree } from '../api/categoryApi';
import { t } from '../i18n';

/** The department filter of the offers page: a native select, like the sort (one tap on phones). */
export function DepartmentSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
}) {
  const id = useId();
  const { data: tree = [] } = useCategoryTree();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <InputLabel htmlFor={id} sx={{ color: 'text.primary', fontSize: '0.875rem' }}>
        {t('catalogue.offers.department')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        sx={{ fontSize: '0.875rem', minWidth: 200 }}
      >
        <option value="">{t('catalogue.offers.allDepartments')}</option>
        {tree.map((c) => (
          <option key={c.categoryId} value={c.categoryId}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
