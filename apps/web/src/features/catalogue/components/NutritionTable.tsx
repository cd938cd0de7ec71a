import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';

type Nutrients = NonNullable<Product['metaData']['product_description']['nutritional_values']>;

/** Average nutrition values per 100 g, or 100 ml for liquids, as the EU label (Reg. 1169/2011) lists them. */
export function NutritionTable({ values, liquid = false }: { values: Nutrients; liquid?: boolean }) {
  return (
    <Table size="small" sx={{ maxWidth: 480, '& td, & th': { px: 1 } }}>
      <Box component="caption" sx={visuallyHidden}>
        {t(liquid ? 'catalogue.product.nutritionCaptionMl' : 'catalogue.product.nutritionCaption')}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
            {t('catalogue.product.nutrient')}
          </TableCell>
          <TableCell component="th" scope="col" align="right" sx={{ fontWeight: 700 }}>
            {t(liquid ? 'catalogue.product.per100ml' : 'catalogue.product.per100')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {values.map((v) => (
          <TableRow key={v.name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
              {v.name}
            </TableCell>
            <TableCell align="right">{v.per100}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
