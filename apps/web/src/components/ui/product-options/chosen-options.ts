import type { Product } from '@spesa/domain';

// The rules of a product's options, apart from their controls (ProductOptions, a lazy part with
// MUI's form controls): a product page whose product has no options loads none of them.

type SelectOption = Product['selectOptions'][number];
export type ChosenOptions = Record<string, string>;

/** The options chosen by default (selected.key from the API). */
export function initialOptions(options: SelectOption[]): ChosenOptions {
  return Object.fromEntries(
    options.filter((o) => o.selected?.key).map((o) => [o.parameterName, o.selected!.key]),
  );
}

/** Spec: the option selector is valid only when every option has a choice. */
export function allOptionsChosen(options: SelectOption[], chosen: ChosenOptions): boolean {
  return options.every((o) => !!chosen[o.parameterName]);
}

/** The options of a line as the shopper chose them ('Taglio: A fette sottili'), '' for none. */
export function optionsText(options: SelectOption[], chosen: Readonly<ChosenOptions>): string {
  return options
    .flatMap((o) => {
      const value = o.options.find((v) => v.key === chosen[o.parameterName])?.value;
      return value ? [`${o.name}: ${value}`] : [];
    })
    .join(' · ');
}
