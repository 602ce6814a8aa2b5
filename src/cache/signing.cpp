// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/signing.hpp"

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <algorithm>

#include "util/file.hpp"

namespace kiln::cache {

namespace {

// The PEM key in `file` (private when `secret`), if it is an Ed25519 key.
Result<std::shared_ptr<EVP_PKEY>> read_key(const std::filesystem::path& file, bool secret) {
    auto text = util::read_file(file);
    if (!text) return make_error("cannot read the key '" + file.string() + "': " + text.error());
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(text->data(), static_cast<int>(text->size())), BIO_free);
    EVP_PKEY* key = bio ? (secret || text->find("PRIVATE KEY") != std::string::npos
                               ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr)
                               : PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr))
                        : nullptr;
    std::shared_ptr<EVP_PKEY> owned(key, EVP_PKEY_free);
    if (!key || EVP_PKEY_get_id(key) != EVP_PKEY_ED25519)
        return make_error(file.string().insert(0, 1, '\'') + "' is not an Ed25519 " + (secret ? "private" : "public") +
                          " key in PEM (openssl genpkey -algorithm ed25519 makes one)");
    return owned;
}

PublicKey public_of(EVP_PKEY* key) {
    PublicKey out{};
    std::size_t n = out.size();
    EVP_PKEY_get_raw_public_key(key, out.data(), &n);
    return out;
}

}  // namespace

Result<Signer> Signer::load(const std::filesystem::path& file) {
    auto key = read_key(file, true);
    if (!key) return make_error(key.error());
    Signer s;
    s.m_public = public_of(key->get());
    s.m_key = *key;
    return s;
}

Signature Signer::sign(std::string_view message) const {
    Signature out{};
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    std::size_t n = out.size();
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, static_cast<EVP_PKEY*>(m_key.get())) != 1 ||
        EVP_DigestSign(ctx.get(), out.data(), &n, reinterpret_cast<const unsigned char*>(message.data()), message.size()) != 1)
        out.fill(0);  // no valid signature: readers refuse the entry
    return out;
}

Result<Verifier> Verifier::load(const std::vector<std::filesystem::path>& files) {
    Verifier v;
    for (const auto& f : files) {
        auto key = read_key(f, false);
        if (!key) return make_error(key.error());
        v.m_keys.push_back(public_of(key->get()));
    }
    return v;
}

bool Verifier::verify(const PublicKey& key, const Signature& signature, std::string_view message) const {
    if (std::find(m_keys.begin(), m_keys.end(), key) == m_keys.end()) return false;
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> pkey(
        EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, key.data(), key.size()), EVP_PKEY_free);
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    return pkey && ctx && EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, pkey.get()) == 1 &&
           EVP_DigestVerify(ctx.get(), signature.data(), signature.size(), reinterpret_cast<const unsigned char*>(message.data()),
                            message.size()) == 1;
}

}  // namespace kiln::cache
