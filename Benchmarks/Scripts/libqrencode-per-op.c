/* Time per encode of libqrencode (Debian package libqrencode-dev), for the ratio beside the
 * bench's QR: suites. The same work as the bench: one text, level M, the smallest version,
 * libqrencode's own mode selection and mask choice, the symbol freed after each encode.
 *
 * usage: Benchmarks/Scripts/libqrencode-per-op [TEXT] [N]   (the script compiles this file) */
#include <qrencode.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "https://raycipe.example.com/recipes/2?utm_source=qr";
    int n = argc > 2 ? atoi(argv[2]) : 2000;
    enum { rounds = 41 };
    double perOp[rounds];
    int version = 0;
    for (int round = 0; round < rounds; round++) {
        double start = now();
        for (int i = 0; i < n; i++) {
            QRcode *code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
            if (!code) { perror("QRcode_encodeString"); return 1; }
            version = code->version;
            QRcode_free(code);
        }
        perOp[round] = (now() - start) / n * 1e9;
    }
    qsort(perOp, rounds, sizeof perOp[0], compare);
    printf("libqrencode %s: version %d, median %.0f ns per encode, min %.0f ns (%d rounds of %d)\n",
           QRcode_APIVersionString(), version, perOp[rounds / 2], perOp[0], rounds, n);
    return 0;
}
