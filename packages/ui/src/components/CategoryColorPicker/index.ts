export {
  CategoryColorPicker,
  categoryColorPickerSizes,
  defaultCategoryColorPickerMessages,
  type CategoryColorPickerMessages,
  type CategoryColorPickerProps,
  type CategoryColorPickerSize,
} from './CategoryColorPicker';
