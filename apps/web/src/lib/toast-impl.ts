import './antd-react19.ts';

export { default as Toast } from 'antd-mobile/es/components/toast';
