
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/properties/config/properties/headers"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_12 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_12 ? JSON_STR_COMMA : ((addComma_12 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
      
    }
  if (!addComma_12) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/data/properties/config/properties/sensitive_headers"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/config/properties/sensitive_headers' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/config/properties/signaling"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_enabled_16 = obj["enabled"]
      if (value_enabled_16 !== undefined) {
        json += "{\"enabled\":"
        json += asBoolean(value_enabled_16)
      } else {
        throw new Error('"enabled" is required!')
      }
      
      const value_default_17 = obj["default"]
      if (value_default_17 !== undefined) {
        json += ",\"default\":"
        
        if (typeof value_default_17 !== 'string') {
          if (value_default_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_default_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_default_17.toISOString() + JSON_STR_QUOTE
          } else if (value_default_17 instanceof RegExp) {
            json += asString(value_default_17.source)
          } else {
            json += asString(value_default_17.toString())
          }
        } else {
          json += asString(value_default_17)
        }
        
      } else {
        throw new Error('"default" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/config"
      function anonymous2 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_url_10 = obj["url"]
      if (value_url_10 !== undefined) {
        json += "{\"url\":"
        
        if (typeof value_url_10 !== 'string') {
          if (value_url_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_url_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_url_10.toISOString() + JSON_STR_QUOTE
          } else if (value_url_10 instanceof RegExp) {
            json += asString(value_url_10.source)
          } else {
            json += asString(value_url_10.toString())
          }
        } else {
          json += asString(value_url_10)
        }
        
      } else {
        throw new Error('"url" is required!')
      }
      
      const value_headers_11 = obj["headers"]
      if (value_headers_11 !== undefined) {
        json += ",\"headers\":"
        json += anonymous3(value_headers_11)
      }

      const value_sensitive_headers_13 = obj["sensitive_headers"]
      if (value_sensitive_headers_13 !== undefined) {
        json += ",\"sensitive_headers\":"
        json += anonymous4(value_sensitive_headers_13)
      }

      const value_signaling_14 = obj["signaling"]
      if (value_signaling_14 !== undefined) {
        json += ",\"signaling\":"
        json += anonymous5(value_signaling_14)
      }

      const value_response_time_sla_ms_18 = obj["response_time_sla_ms"]
      if (value_response_time_sla_ms_18 !== undefined) {
        json += ",\"response_time_sla_ms\":"
        json += asInteger(value_response_time_sla_ms_18)
      }

      const value_partition_tag_key_19 = obj["partition_tag_key"]
      if (value_partition_tag_key_19 !== undefined) {
        json += ",\"partition_tag_key\":"
        
        if (typeof value_partition_tag_key_19 !== 'string') {
          if (value_partition_tag_key_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_partition_tag_key_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_partition_tag_key_19.toISOString() + JSON_STR_QUOTE
          } else if (value_partition_tag_key_19 instanceof RegExp) {
            json += asString(value_partition_tag_key_19.source)
          } else {
            json += asString(value_partition_tag_key_19.toString())
          }
        } else {
          json += asString(value_partition_tag_key_19)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous6 (obj) {
      // "#/properties/data/properties/capacity_domain_ids"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/capacity_domain_ids' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/tags"
      function anonymous7 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_22 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_22 ? JSON_STR_COMMA : ((addComma_22 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
      
    }
  if (!addComma_22) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_updated_at_5 = obj["updated_at"]
      if (value_updated_at_5 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_5)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_label_6 = obj["label"]
      if (value_label_6 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_6 !== 'string') {
          if (value_label_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_6.toISOString() + JSON_STR_QUOTE
          } else if (value_label_6 instanceof RegExp) {
            json += asString(value_label_6.source)
          } else {
            json += asString(value_label_6.toString())
          }
        } else {
          json += asString(value_label_6)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_type_7 = obj["type"]
      if (value_type_7 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_7 !== 'string') {
          if (value_type_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_7.toISOString() + JSON_STR_QUOTE
          } else if (value_type_7 instanceof RegExp) {
            json += asString(value_type_7.source)
          } else {
            json += asString(value_type_7.toString())
          }
        } else {
          json += asString(value_type_7)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_config_8 = obj["config"]
      if (value_config_8 !== undefined) {
        json += ",\"config\":"
        json += anonymous2(value_config_8)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_capacity_domain_ids_20 = obj["capacity_domain_ids"]
      if (value_capacity_domain_ids_20 !== undefined) {
        json += ",\"capacity_domain_ids\":"
        json += anonymous6(value_capacity_domain_ids_20)
      } else {
        throw new Error('"capacity_domain_ids" is required!')
      }
      
      const value_tags_21 = obj["tags"]
      if (value_tags_21 !== undefined) {
        json += ",\"tags\":"
        json += anonymous7(value_tags_21)
      } else {
        throw new Error('"tags" is required!')
      }
      
      const value_deleted_at_23 = obj["deleted_at"]
      if (value_deleted_at_23 !== undefined) {
        json += ",\"deleted_at\":"
        json += asDateTime(value_deleted_at_23)
      }

      const value_credential_id_24 = obj["credential_id"]
      if (value_credential_id_24 !== undefined) {
        json += ",\"credential_id\":"
        
        if (typeof value_credential_id_24 !== 'string') {
          if (value_credential_id_24 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_24 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_24.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_24 instanceof RegExp) {
            json += asString(value_credential_id_24.source)
          } else {
            json += asString(value_credential_id_24.toString())
          }
        } else {
          json += asString(value_credential_id_24)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous9 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_27 = obj["code"]
      if (value_code_27 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_27 !== 'string') {
          if (value_code_27 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_27 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_27.toISOString() + JSON_STR_QUOTE
          } else if (value_code_27 instanceof RegExp) {
            json += asString(value_code_27.source)
          } else {
            json += asString(value_code_27.toString())
          }
        } else {
          json += asString(value_code_27)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_28 = obj["message"]
      if (value_message_28 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_28 !== 'string') {
          if (value_message_28 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_28 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_28.toISOString() + JSON_STR_QUOTE
          } else if (value_message_28 instanceof RegExp) {
            json += asString(value_message_28.source)
          } else {
            json += asString(value_message_28.toString())
          }
        } else {
          json += asString(value_message_28)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_29 = obj["pointer"]
      if (value_pointer_29 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_29 !== 'string') {
          if (value_pointer_29 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_29 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_29.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_29 instanceof RegExp) {
            json += asString(value_pointer_29.source)
          } else {
            json += asString(value_pointer_29.toString())
          }
        } else {
          json += asString(value_pointer_29)
        }
        
      }

      const value_hint_30 = obj["hint"]
      if (value_hint_30 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_30 !== 'string') {
          if (value_hint_30 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_30 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_30.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_30 instanceof RegExp) {
            json += asString(value_hint_30.source)
          } else {
            json += asString(value_hint_30.toString())
          }
        } else {
          json += asString(value_hint_30)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous8 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous9(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous9(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous11 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_33 = obj["code"]
      if (value_code_33 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_33 !== 'string') {
          if (value_code_33 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_33 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_33.toISOString() + JSON_STR_QUOTE
          } else if (value_code_33 instanceof RegExp) {
            json += asString(value_code_33.source)
          } else {
            json += asString(value_code_33.toString())
          }
        } else {
          json += asString(value_code_33)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_34 = obj["message"]
      if (value_message_34 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_34 !== 'string') {
          if (value_message_34 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_34 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_34.toISOString() + JSON_STR_QUOTE
          } else if (value_message_34 instanceof RegExp) {
            json += asString(value_message_34.source)
          } else {
            json += asString(value_message_34.toString())
          }
        } else {
          json += asString(value_message_34)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous10 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous11(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous11(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_25 = obj["errors"]
      if (value_errors_25 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_25 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_25)) {
            json += anonymous8(value_errors_25)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_31 = obj["warnings"]
      if (value_warnings_31 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous10(value_warnings_31)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)