import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useT } from '../../i18n';

type Props = Omit<TextFieldProps, 'type'> & { autoComplete: 'current-password' | 'new-password' };

/** A password input with a show/hide toggle whose label says what pressing it will do. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(props, ref) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: props.autoComplete },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('account.login.hidePassword') : t('account.login.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
