<?php
/**
 * Writes wp-config.php (if missing), installs WordPress (if not installed) and activates
 * WooCommerce. Idempotent. Called by setup.sh; reads WOO_DIR / DB_* from the environment.
 */
$dir = rtrim( getenv( 'WOO_DIR' ) ?: '/work/woo', '/' );
$cfg = "$dir/wp-config.php";
{ // (re)generated on every run; the content only depends on the environment
	$e   = fn( $k, $d ) => var_export( false !== getenv( $k ) ? getenv( $k ) : $d, true );
	$php = "<?php\n"
		. "define( 'DB_NAME', {$e('DB_NAME','woo_import')} );\n"
		. "define( 'DB_USER', {$e('DB_USER','root')} );\n"
		. "define( 'DB_PASSWORD', {$e('DB_PASS','')} );\n"
		. "define( 'DB_HOST', {$e('DB_HOST','localhost')} );\n"
		. "define( 'DB_CHARSET', 'utf8mb4' );\n"
		. "define( 'DB_COLLATE', '' );\n"
		. "\$table_prefix = 'wp_';\n"
		. "define( 'WP_HOME', 'http://localhost' );\n"
		. "define( 'WP_SITEURL', 'http://localhost' );\n"
		. "// Offline: every outgoing HTTP request except to localhost/127.0.0.1 is blocked.\n"
		. "define( 'WP_HTTP_BLOCK_EXTERNAL', true );\n"
		. "define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1' );\n"
		. "define( 'DISABLE_WP_CRON', true );\n"
		. "define( 'AUTOMATIC_UPDATER_DISABLED', true );\n"
		. "define( 'WP_DEBUG', false );\n"
		. "foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$k ) { define( \$k, 'proseo-harness-' . \$k ); }\n"
		. "if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }\n"
		. "require_once ABSPATH . 'wp-settings.php';\n";
	if ( ! file_exists( $cfg ) || file_get_contents( $cfg ) !== $php ) {
		file_put_contents( $cfg, $php );
		fwrite( STDERR, "[woo-setup] wrote $cfg\n" );
	}
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', ! file_exists( "$dir/.installed" ) ); // avoid install redirects on first load
require "$dir/wp-config.php";
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$r = wp_install( 'Proseo import harness', 'admin', 'admin@example.com', true, '', 'admin' );
	fwrite( STDERR, "[woo-setup] WordPress installed (admin/admin)\n" );
}
touch( "$dir/.installed" );

wp_set_current_user( 1 );
if ( ! is_plugin_active( 'woocommerce/woocommerce.php' ) ) {
	$res = activate_plugin( 'woocommerce/woocommerce.php' );
	if ( is_wp_error( $res ) ) {
		fwrite( STDERR, '[woo-setup] activate failed: ' . $res->get_error_message() . "\n" );
		exit( 1 );
	}
	fwrite( STDERR, "[woo-setup] WooCommerce activated\n" );
}
// Skip the onboarding wizard / coming-soon mode; keep defaults otherwise.
update_option( 'woocommerce_onboarding_profile', array( 'skipped' => true ) );
update_option( 'woocommerce_coming_soon', 'no' );
// Units decide the auto-mapped headers "Weight (kg)", "Length (cm)" ... A fresh install defaults to
// lbs/in; we use kg/cm unless WEIGHT_UNIT / DIMENSION_UNIT say otherwise.
update_option( 'woocommerce_weight_unit', getenv( 'WEIGHT_UNIT' ) ?: 'kg' );
update_option( 'woocommerce_dimension_unit', getenv( 'DIMENSION_UNIT' ) ?: 'cm' );
fwrite( STDERR, "[woo-setup] WordPress " . get_bloginfo( 'version' ) . ", WooCommerce " . WC()->version . "\n" );
