export { deviceFromUserAgent, type AppDevice } from './userAgent';
export { postNativeMessage, type NativeMessage } from './messages';
