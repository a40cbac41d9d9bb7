import type { HallProfile } from '../../api/contract/partners';

/** The profile form's values: numbers as typed (half-width digits), the choices as vocabulary keys. */
export interface ProfileFormValues {
  catch_copy: string;
  description: string;
  access: string;
  price_min: string;
  price_max: string;
  capacity_min: string;
  capacity_max: string;
  ceremony_styles: string[];
  features: string[];
}

export const profileFormValues = (h: HallProfile): ProfileFormValues => ({
  catch_copy: h.catch_copy,
  description: h.description,
  access: h.access,
  price_min: String(h.price_min),
  price_max: String(h.price_max),
  capacity_min: String(h.capacity_min),
  capacity_max: String(h.capacity_max),
  ceremony_styles: h.ceremony_styles,
  features: h.features,
});
