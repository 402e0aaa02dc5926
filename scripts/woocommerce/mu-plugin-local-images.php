<?php
/**
 * Plugin Name: Proseo import harness – local image server
 * Description: Copied into wp-content/mu-plugins by setup.sh. Lets WooCommerce's CSV importer
 * "download" product images from a local http server on 127.0.0.1 / localhost (any port), so
 * the harness works offline.
 *
 * Without it, wp_http_validate_url() (wp-includes/http.php, used by download_url() via
 * wp_safe_remote_get()) rejects 127.0.0.0/8 hosts unless 'http_request_host_is_external' says
 * otherwise, and only ports 80/443/8080 are allowed ('http_allowed_safe_ports'). The importer
 * then reports "Error getting remote image …. Error: A valid URL was not provided." and the
 * WHOLE ROW fails (the product is not created).
 * (http://localhost:8080/… works even without this plugin because WP_HOME is http://localhost.)
 */
function proseo_harness_is_loopback( $host ) {
	$host = strtolower( trim( (string) $host, '[]' ) );
	return 'localhost' === $host || '::1' === $host || 0 === strpos( $host, '127.' );
}
add_filter(
	'http_request_host_is_external',
	function ( $external, $host ) {
		return $external || proseo_harness_is_loopback( $host );
	},
	10,
	2
);
add_filter(
	'http_allowed_safe_ports',
	function ( $ports, $host, $url ) {
		$port = wp_parse_url( $url, PHP_URL_PORT );
		if ( $port && proseo_harness_is_loopback( $host ) ) {
			$ports[] = (int) $port;
		}
		return $ports;
	},
	10,
	3
);
