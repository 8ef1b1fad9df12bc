export { settingsKeys, settingsQuery, uploadImage } from './api.ts';
export { ImageUploadField } from './ImageUploadField.tsx';
export { SettingsSkeleton } from './SettingsSkeleton.tsx';
