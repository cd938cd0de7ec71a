import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { CategoryNode } from '@spesa/domain';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../lib/i18n';
import { categoryPath, useCategoryTree } from './useCategoryTree';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Phone menu: one level at a time (drill down), which stays readable at 360 px. */
export default function CategoryDrawer({ open, onClose }: Props) {
  const t = useT();
  const { data: tree = [], isError } = useCategoryTree();
  const [trail, setTrail] = useState<CategoryNode[]>([]);
  const current = trail[trail.length - 1];
  const items = current ? current.categories : tree;

  const close = () => {
    onClose();
    setTrail([]);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: 'min(88vw, 360px)' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'category-drawer-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, minHeight: 56 }}>
        {current ? (
          <IconButton aria-label={t('layout.back')} onClick={() => setTrail((tr) => tr.slice(0, -1))}>
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        <Typography
          id="category-drawer-title"
          component="h2"
          variant="h6"
          sx={{ flex: 1, pl: current ? 0 : 1 }}
        >
          {current ? current.name : t('layout.categories')}
        </Typography>
        <IconButton aria-label={t('layout.closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('layout.mainNav')}>
        {isError && <Typography sx={{ p: 2 }}>{t('layout.categoriesError')}</Typography>}
        {/* Each button sits in its <li>: a list holds only list items (axe: list). */}
        <List>
          {current ? (
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={categoryPath(current)} onClick={close}>
                <ListItemText
                  primary={t('layout.allOf', { name: current.name })}
                  slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to="/offerte" onClick={close}>
                <ListItemText
                  primary={t('layout.offers')}
                  slotProps={{ primary: { sx: { fontWeight: 700, color: 'primary.dark' } } }}
                />
              </ListItemButton>
            </ListItem>
          )}
          {items.map((c) => (
            <ListItem key={c.categoryId} disablePadding>
              {c.categories.length > 0 ? (
                <ListItemButton onClick={() => setTrail((tr) => [...tr, c])} aria-haspopup="true">
                  <ListItemText primary={c.name} />
                  <ChevronRightIcon aria-hidden="true" />
                </ListItemButton>
              ) : (
                <ListItemButton component={RouterLink} to={categoryPath(c)} onClick={close}>
                  <ListItemText primary={c.name} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
